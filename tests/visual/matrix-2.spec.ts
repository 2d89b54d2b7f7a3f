import { defineMatrix } from './matrix.ts';

// Part 2 of the visual matrix (tests/visual/matrix.ts): the parts run side by side, each in a worker of its own.
defineMatrix(2, 2);
