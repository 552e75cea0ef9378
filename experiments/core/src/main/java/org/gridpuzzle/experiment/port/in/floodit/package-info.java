/** Flood-It benchmarks: public sets against their optima, and the 2×n programme as n grows. */
package org.gridpuzzle.experiment.port.in.floodit;
