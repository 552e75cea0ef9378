/** Experiments: run sets × configurations as isolated jobs into a results database, report on them, serve as a worker. */
package org.gridpuzzle.experiment.port.in.experiment;
