/** The planning benchmark services over the planning use case. */
package org.gridpuzzle.experiment.service.planning;
