/** What experiments need from outside: a results database, isolated job processes, a cluster, charts. */
package org.gridpuzzle.experiment.port.out.experiment;
