export { startBooking, bookingSchema } from './start-booking.js';
export { bookingConfigSchema, type BookingConfig } from './config/booking-config.js';
// For `make bench`'s part history, which times each service's retention job on three years of data.
export { applyRetention } from './retention/retention-job.js';
