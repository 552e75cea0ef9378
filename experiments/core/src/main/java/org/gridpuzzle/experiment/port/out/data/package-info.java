/** What the benchmarks need from outside: where the shared data is, and its sets read whole. */
package org.gridpuzzle.experiment.port.out.data;
