/**
 * Experiments: jobs listed from sets × configurations, run each in a process of its own on a local pool or a cluster,
 * verified and recorded one row per job; reports computed from the rows.
 */
package org.gridpuzzle.experiment.service.experiment;
