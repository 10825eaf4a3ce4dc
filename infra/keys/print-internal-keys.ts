import { newInternalKeyPair } from '@ristorante/kit';

// `make internal-keys`: the four lines of .env for the signed contexts (docs/decisions.md 100), new each time.
const gateway = newInternalKeyPair();
const booking = newInternalKeyPair();
console.log(`GATEWAY_SIGNING_KEY=${gateway.privateKey}`);
console.log(`GATEWAY_PUBLIC_KEY=${gateway.publicKey}`);
console.log(`BOOKING_SIGNING_KEY=${booking.privateKey}`);
console.log(`BOOKING_PUBLIC_KEY=${booking.publicKey}`);
