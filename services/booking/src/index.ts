export { startBooking, bookingSchema } from './start-booking.js';
