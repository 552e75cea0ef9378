/** The entry point: the Dagger component that wires every adapter to the use cases, and {@code Main}. */
package org.gridpuzzle.app;
