/**
 * The lab's composition root: gridpuzzle's command line with the measuring commands (bench, experiment) wired in, its
 * Main and its release archive (gridpuzzle-lab). gridpuzzle's own archive holds none of this.
 */
package org.gridpuzzle.lab;
