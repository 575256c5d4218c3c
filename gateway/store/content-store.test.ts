import { openPglite } from './database';
import { releaseSuite } from './release-suite';
import { storeSuite } from './store-suite';

// The store suite on PGlite in memory (the same suite runs on a real Postgres where one is given).
storeSuite('content store on PGlite', () => openPglite('memory://'));
releaseSuite('scheduled releases on PGlite', () => openPglite('memory://'));
