/** Experiment jobs run as processes of their own, measured like runsolver or BenchExec do. */
package org.gridpuzzle.experiment.adapter.jobs;
