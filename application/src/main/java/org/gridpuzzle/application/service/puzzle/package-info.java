/** The service behind reading and describing an input. */
package org.gridpuzzle.application.service.puzzle;
