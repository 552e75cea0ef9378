/** {@code gridpuzzle bench}: prints the tables of the benchmarks module's use cases. */
package org.gridpuzzle.experiment.adapter.cli;
