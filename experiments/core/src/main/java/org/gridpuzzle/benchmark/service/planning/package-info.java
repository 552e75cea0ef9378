/** The planning benchmark services over the planning use case. */
package org.gridpuzzle.benchmark.service.planning;
