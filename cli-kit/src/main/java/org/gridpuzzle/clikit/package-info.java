/**
 * What the two command lines share (gridpuzzle's in adapter.cli, the lab's in experiment.adapter.cli): the terminal,
 * cancellation, exit codes, quiet and memory options, the enum and duration converters and the command family's
 * contract. Here so that neither command line imports the other.
 */
package org.gridpuzzle.clikit;
