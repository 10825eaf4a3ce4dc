import { loadConfig, runMain } from '@ristorante/kit';
import { bookingConfigSchema } from './config/booking-config.js';
import { startBooking } from './start-booking.js';

runMain(() => startBooking({ config: loadConfig(bookingConfigSchema) }));
