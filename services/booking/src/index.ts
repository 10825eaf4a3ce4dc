export { startBooking, bookingSchema } from './start-booking.js';
export { bookingConfigSchema, type BookingConfig } from './config/booking-config.js';
