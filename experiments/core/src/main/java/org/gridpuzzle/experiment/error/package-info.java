/** How benchmarks end early: a cancelled run. */
package org.gridpuzzle.experiment.error;
