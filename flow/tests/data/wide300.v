// 300 I/O bits (+ clock): too many for the CB132 package's 95 user I/Os unwrapped.
module top(clock,a,b,q);
    
    // Module arguments
    input wire  clock;
    input wire  [99:0] a;
    input wire  [99:0] b;
    output reg  [99:0] q;
    
    // Stub signals
    reg  [99:0] qr$d;
    wire  [99:0] qr$q;
    reg  qr$clock;
    
    // Sub module instances
    top$qr qr(
        .d(qr$d),
        .q(qr$q),
        .clock(qr$clock)
    );
    
    // Update code
    always @(*) begin
        qr$clock = clock;
        qr$d = qr$q;
        qr$d = a ^ b;
        q = qr$q;
    end
    
endmodule // top


module top$qr(d,q,clock);
    
    // Module arguments
    input wire  [99:0] d;
    output reg  [99:0] q;
    input wire  clock;
    
    // Update code
    initial begin
        q = 100'h0;
    end
    always @(posedge clock) q <= d;
    
endmodule // top$qr
