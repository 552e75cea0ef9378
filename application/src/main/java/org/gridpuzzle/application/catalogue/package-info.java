/** Every operation's spec in one place, for the front ends that derive their options, checks and documents. */
package org.gridpuzzle.application.catalogue;
