/** Experiments on a Hazelcast cluster: embedded members, found by explicit TCP/IP addresses, jobs by its executor. */
package org.gridpuzzle.experiment.adapter.cluster;
