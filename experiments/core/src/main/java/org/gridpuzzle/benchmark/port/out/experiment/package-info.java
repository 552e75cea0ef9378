/** What experiments need from outside: a results database, isolated job processes, a cluster, charts. */
package org.gridpuzzle.benchmark.port.out.experiment;
