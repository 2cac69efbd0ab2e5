// Tests that need a settled payment (and what it notifies) complete one as the provider's callback
// would, without a sandbox round trip; production code settles payments through the service.
export { completePayment } from '../payments.repository.ts';
