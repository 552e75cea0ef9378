package org.gridpuzzle.domain.floodit;

/** Fixed: every move at one pivot vertex. Free: moves anywhere. */
public enum Mode {
    /** Every move recolours the component of one pivot vertex. */
    FIXED,
    /** A move may recolour any component. */
    FREE
}
