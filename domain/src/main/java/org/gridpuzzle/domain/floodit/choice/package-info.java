/** Which Flood-It algorithm a board admits and why, and running it: the domain's decision by shape. */
package org.gridpuzzle.domain.floodit.choice;
