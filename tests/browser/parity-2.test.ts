// Live parity, the second of three parts of the cases (tests/browser/parity.test.ts has the first
// and says what is compared).
import { describeParity } from './support/parity-suite.ts';

describeParity({ part: 2, of: 3 });
