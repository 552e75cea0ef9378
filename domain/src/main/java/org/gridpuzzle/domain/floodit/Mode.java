package org.gridpuzzle.domain.floodit;

/** Fixed: every move at one pivot vertex. Free: moves anywhere. */
public enum Mode {
    FIXED, FREE
}
