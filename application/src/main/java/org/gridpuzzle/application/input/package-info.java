/** What inputs mean to every use case: the file name that stands for standard input and how messages name it. */
package org.gridpuzzle.application.input;
