import { lintFuzzShard } from './lintFuzz.ts';

lintFuzzShard(4);
