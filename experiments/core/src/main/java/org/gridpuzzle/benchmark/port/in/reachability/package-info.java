/** Reachability benchmarks: encoding sizes and SAT back-ends side by side. */
package org.gridpuzzle.benchmark.port.in.reachability;
