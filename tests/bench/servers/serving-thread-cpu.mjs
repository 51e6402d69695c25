/**
 * CPU time of the calling thread so far, in ms: the first field of /proc/thread-self/schedstat
 * (nanoseconds on a core; Linux). The memory bench counts the start-up of the thread that serves,
 * not V8's background threads: their work (mostly PGlite's WebAssembly tiering up, which PGlite's
 * own open sets off in both processes) runs on in the baseline after its window has closed, so
 * counting it would charge our start with the baseline's compiler work too.
 */
import { readFileSync } from 'node:fs';

export const servingThreadCpuMs = () => Number(readFileSync('/proc/thread-self/schedstat', 'utf8').split(' ')[0]) / 1e6;
