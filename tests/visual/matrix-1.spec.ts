import { defineMatrix } from './matrix.ts';

// Part 1 of the visual matrix (tests/visual/matrix.ts): the parts run side by side, each in a worker of its own.
defineMatrix(1, 2);
