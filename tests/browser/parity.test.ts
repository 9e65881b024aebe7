// Live parity: the running portal draws what `resolve` says, for every persona, also
// in the older design and on a phone (tests/browser/support/parity-suite.ts says how). The cases
// are dealt over this file and parity-2 and parity-3, which run side by side.
// PARITY_PERSONAS=id,id runs a few while working on one.
import { describeParity } from './support/parity-suite.ts';

describeParity({ part: 1, of: 3 });
