/** The Flood-It services: load, let the domain choose and run the algorithm, replay before returning. */
package org.gridpuzzle.application.service.floodit;
