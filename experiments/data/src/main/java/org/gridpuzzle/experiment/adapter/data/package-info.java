/** The benchmark data: locating {@code shared/data} and reading whole sets for the benchmarks. */
package org.gridpuzzle.experiment.adapter.data;
