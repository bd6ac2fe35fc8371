import { api } from './api-fake.ts';

// The files of the api-fake test project share one fake (their module registry is shared):
// each file starts with no answers and no recorded calls, as a file of its own would.
api.reset();
