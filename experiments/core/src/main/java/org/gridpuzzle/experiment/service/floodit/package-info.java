/** The Flood-It benchmark services; every answer is replayed. */
package org.gridpuzzle.experiment.service.floodit;
