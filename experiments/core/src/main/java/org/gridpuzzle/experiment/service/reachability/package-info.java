/** The reachability benchmark service. */
package org.gridpuzzle.experiment.service.reachability;
