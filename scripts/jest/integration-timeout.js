// Integration tests wait on real services (consumer-group joins, workflow starts): a generous
// give-up bound, never a performance assertion.
jest.setTimeout(120_000);
