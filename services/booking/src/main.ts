import { loadConfig, runMain, serviceConfigSchema } from '@ristorante/kit';
import { startBooking } from './start-booking.js';

runMain(() => startBooking({ config: loadConfig(serviceConfigSchema(4002)) }));
