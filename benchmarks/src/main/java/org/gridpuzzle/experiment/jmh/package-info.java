/** JMH micro-benchmarks of the figures that are per call (a Suguru instance, a Flood-It board); run from {@code benchmarks/target/benchmarks.jar}. */
package org.gridpuzzle.experiment.jmh;
