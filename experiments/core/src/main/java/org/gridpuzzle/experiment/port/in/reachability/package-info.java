/** Reachability benchmarks: encoding sizes and SAT back-ends side by side. */
package org.gridpuzzle.experiment.port.in.reachability;
