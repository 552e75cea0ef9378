/** Suguru benchmarks: the fast and the paper solver side by side, the strip solver, the generator. */
package org.gridpuzzle.experiment.port.in.suguru;
