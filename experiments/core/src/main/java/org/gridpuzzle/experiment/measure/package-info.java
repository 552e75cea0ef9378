/** Measuring the JVM and the process: heap peaks, peak resident set, medians. */
package org.gridpuzzle.experiment.measure;
