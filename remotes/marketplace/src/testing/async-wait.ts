/**
 * Testing Library's findBy and waitFor give up after 1 s by default. Screens here wait on real HTTP
 * round trips to the in-process platform, which took longer than that on a loaded 2-core machine;
 * a longer limit costs nothing when the state arrives early.
 */
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 10_000 });
