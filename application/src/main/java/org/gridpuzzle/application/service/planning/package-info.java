/** The planning services: the SAT strategies over the games' encodings, and plan replays. */
package org.gridpuzzle.application.service.planning;
