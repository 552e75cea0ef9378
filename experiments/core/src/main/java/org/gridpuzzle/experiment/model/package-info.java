/**
 * The vocabulary of experiments: a job (one instance under one configuration with its limits), what the job's own
 * process answered, and the outcome the runner records. Shared by the use cases and the ports on both sides.
 */
package org.gridpuzzle.experiment.model;
