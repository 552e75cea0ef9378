package org.gridpuzzle.adapter.web;

/** What a job does once a worker takes it: a request already read and checked, run against the use cases. */
@FunctionalInterface
interface Work {

    /** The HTTP status and the JSON body (maps, lists and plain values) of the answer. */
    record Result(int status, Object body) {
        static Result ok(Object body) {
            return new Result(200, body);
        }
    }

    Result run(Job job);
}
