/** Flood-It on two rows: the Meeks–Scott programme (Free) and the span-and-pocket search (Fixed). */
package org.gridpuzzle.domain.floodit.internal.tworow;
